notice([1,2,3,4,5].slice(2))
