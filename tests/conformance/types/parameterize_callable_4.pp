notice(Callable[default, default])
