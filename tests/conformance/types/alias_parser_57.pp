type A = Integer[default, 1]
notice(A)
