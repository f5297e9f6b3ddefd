notice(Callable[Callable] > Callable[Callable[1,1]])
notice(Callable[Callable[0,0]] > Callable[Callable[1,1]])
notice(Callable[Integer] > Callable[Numeric])
notice(Callable[Numeric] > Callable[Integer])
