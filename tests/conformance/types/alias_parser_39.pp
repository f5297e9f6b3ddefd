type A = Array[1, 2]
notice(A)
