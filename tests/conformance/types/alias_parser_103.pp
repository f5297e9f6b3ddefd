type A = Integer[-1, - 5]
notice(A)
