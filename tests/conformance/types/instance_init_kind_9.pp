notice(Init[Callable])
notice("a" =~ Init[Callable])
notice(1 =~ Init[Callable])
