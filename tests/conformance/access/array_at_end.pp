notice([1,2,3][3])
notice([1,2,3][3,1])
notice([1,2,3][4,1])
