notice([1][1 / 0])
