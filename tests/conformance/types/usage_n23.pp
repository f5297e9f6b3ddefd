notice(Callable[Integer] <= Callable[Numeric]) notice(Callable[Numeric] <= Callable[Integer])
