notice(Init[Any])
notice("a" =~ Init[Any])
notice(1 =~ Init[Any])
