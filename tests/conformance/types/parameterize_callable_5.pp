notice(Callable[Integer, Callable, 1])
