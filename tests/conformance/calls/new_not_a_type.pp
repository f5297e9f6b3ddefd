notice(new(1))
