type A = Integer[default]
notice(A)
