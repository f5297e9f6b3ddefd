notice(Init[Type[Integer]])
notice("a" =~ Init[Type[Integer]])
notice(1 =~ Init[Type[Integer]])
