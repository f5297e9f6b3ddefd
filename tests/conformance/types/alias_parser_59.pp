type A = Float[a]
notice(A)
