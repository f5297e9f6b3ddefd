notice(Callable[String, 1, 2, Callable])
