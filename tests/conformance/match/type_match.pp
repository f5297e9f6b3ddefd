notice([1,2,3] =~ Array[Integer])
notice([1,999,5] =~ Array[Integer[1,10]])
