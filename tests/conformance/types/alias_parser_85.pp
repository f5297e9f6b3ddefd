type A = Iterator[Integer]
notice(A)
