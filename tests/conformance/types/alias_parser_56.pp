type A = Integer[a, 1]
notice(A)
