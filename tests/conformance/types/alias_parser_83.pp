type A = Callable
notice(A)
