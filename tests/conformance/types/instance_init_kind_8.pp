notice(Init[Data])
notice("a" =~ Init[Data])
notice(1 =~ Init[Data])
