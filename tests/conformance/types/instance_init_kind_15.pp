notice(Init[Runtime[ruby, "x"]])
notice("a" =~ Init[Runtime[ruby, "x"]])
notice(1 =~ Init[Runtime[ruby, "x"]])
