notice([1,2].empty)
