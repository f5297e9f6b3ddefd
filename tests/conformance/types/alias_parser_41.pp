type A = Array[Integer, Integer[1,2]]
notice(A)
