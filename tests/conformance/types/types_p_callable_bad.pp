notice(Callable[[1], String])
