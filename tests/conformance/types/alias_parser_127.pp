type A = integer
notice(A)
