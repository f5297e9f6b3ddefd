type A = Callable[1, 2]
notice(A)
