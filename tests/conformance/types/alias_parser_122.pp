type A = Default[1]
notice(A)
