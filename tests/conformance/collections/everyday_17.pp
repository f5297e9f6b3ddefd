notice([1,2,3].member(2))
