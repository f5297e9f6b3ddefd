type A = B
type B = Integer
notice(A)
notice(B)
