notice([1,2][0,])
