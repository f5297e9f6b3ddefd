notice(Init[Init[Integer]])
notice("a" =~ Init[Init[Integer]])
notice(1 =~ Init[Init[Integer]])
