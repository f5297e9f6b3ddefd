notice([1].slice("2"))
