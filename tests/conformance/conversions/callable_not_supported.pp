notice(Callable(1))
