notice(Init[Optional[Integer]])
notice("a" =~ Init[Optional[Integer]])
notice(1 =~ Init[Optional[Integer]])
