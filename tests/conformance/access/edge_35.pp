notice([1,2][5])
