notice(Init[Enum[a]])
notice("a" =~ Init[Enum[a]])
notice(1 =~ Init[Enum[a]])
