notice(Callable[[Integer, String], Boolean]) notice(Callable[Integer, 1, 2]) notice(Callable[0, 0])
