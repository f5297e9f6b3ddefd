type A = Callable[Integer, String]
notice(A)
