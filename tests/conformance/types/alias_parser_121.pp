type A = Numeric[1]
notice(A)
