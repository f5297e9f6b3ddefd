notice(Callable[String, 1, 2])
notice(Callable[[String], Integer])
notice(Callable[0, 0])
