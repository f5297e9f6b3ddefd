type A = Integer[a]
type B = A
notice(1)
notice(B)
