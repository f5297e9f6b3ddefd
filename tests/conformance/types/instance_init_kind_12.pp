notice(Init[Collection])
notice("a" =~ Init[Collection])
notice(1 =~ Init[Collection])
