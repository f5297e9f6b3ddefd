type A = Variant[A, Integer]
notice(1 =~ A)
notice('x' =~ A)
notice(A)
