type A = Float[default]
notice(A)
