type A = Array[1]
notice(A)
