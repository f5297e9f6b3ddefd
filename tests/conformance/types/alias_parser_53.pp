type A = Tuple[Integer, default]
notice(A)
