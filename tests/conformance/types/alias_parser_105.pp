type A = Variant[Integer, undef]
notice(A)
