type A = Variant[]
notice(A)
