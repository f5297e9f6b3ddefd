notice(Callable[1, 2, 3])
