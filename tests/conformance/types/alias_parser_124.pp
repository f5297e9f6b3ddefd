type A = Scalar[1]
notice(A)
