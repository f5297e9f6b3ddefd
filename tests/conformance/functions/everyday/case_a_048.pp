notice([1.5, 1, 2].sort)
