notice([1,2,3].index(5))
