type A = Float[1, 2.5]
notice(A)
