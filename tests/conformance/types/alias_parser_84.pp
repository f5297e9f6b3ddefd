type A = Iterable[Integer]
notice(A)
