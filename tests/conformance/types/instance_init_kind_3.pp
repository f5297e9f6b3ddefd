notice(Init[Variant[Integer]])
notice("a" =~ Init[Variant[Integer]])
notice(1 =~ Init[Variant[Integer]])
