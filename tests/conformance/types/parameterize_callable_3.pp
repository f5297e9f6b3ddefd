notice(Callable[Integer, default])
