notice([1][])
