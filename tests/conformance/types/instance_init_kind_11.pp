notice(Init[Iterable])
notice("a" =~ Init[Iterable])
notice(1 =~ Init[Iterable])
