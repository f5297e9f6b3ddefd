type A = Variant[Integer[a]]
notice(A)
