notice([1,2] * 2)
