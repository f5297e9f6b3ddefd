type A = Integer[a]
type B = Array[A]
notice(1)
notice(B)
