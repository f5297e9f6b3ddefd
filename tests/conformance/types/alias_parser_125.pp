type A = Integer
type B = A[1]
notice(B)
