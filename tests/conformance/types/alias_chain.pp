type A = B
type B = C
type C = Integer[0]
notice(3 =~ A)
notice(-3 =~ A)
notice(A)
