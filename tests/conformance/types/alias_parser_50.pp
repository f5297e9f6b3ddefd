type A = String[1, 2]
notice(A)
