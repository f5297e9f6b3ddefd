notice(Init[Undef])
notice("a" =~ Init[Undef])
notice(1 =~ Init[Undef])
