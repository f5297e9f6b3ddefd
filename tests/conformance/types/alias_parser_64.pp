type A = Enum[true]
notice(A)
