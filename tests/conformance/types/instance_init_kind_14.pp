notice(Init[Default])
notice("a" =~ Init[Default])
notice(1 =~ Init[Default])
