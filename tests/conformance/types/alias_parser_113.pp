type A = Iterable
notice(A)
