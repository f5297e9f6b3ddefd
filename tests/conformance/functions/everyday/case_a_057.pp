notice([1,2,3].step(2))
