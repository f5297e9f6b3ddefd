notice(Callable[Integer, ''])
