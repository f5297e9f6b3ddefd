notice([1, 2].all(-1))
