notice(sprintf("%s\n%s", 'a', 'b'))
