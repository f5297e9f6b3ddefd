type A = Enum[a, b, false]
notice(A)
