type A = Tuple[Integer, 1, default]
notice(A)
