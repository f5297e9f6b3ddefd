type A = 1
notice(A)
