notice(Callable[Integer, 2, 1])
