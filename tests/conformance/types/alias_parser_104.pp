type A = Integer[- 5, -1]
notice(A)
