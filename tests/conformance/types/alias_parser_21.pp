type A = Integer[1,2,3]
notice(1)
notice(A)
