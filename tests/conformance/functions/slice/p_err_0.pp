notice([1].slice(0))
