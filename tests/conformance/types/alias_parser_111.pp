type A = Tuple[Integer[a]]
notice(A)
