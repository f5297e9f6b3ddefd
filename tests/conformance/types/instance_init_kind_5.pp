notice(Init[NotUndef[Integer]])
notice("a" =~ Init[NotUndef[Integer]])
notice(1 =~ Init[NotUndef[Integer]])
