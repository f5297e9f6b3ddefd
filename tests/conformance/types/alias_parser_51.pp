type A = Tuple[Integer, String, 1]
notice(A)
