notice(match("a", 1))
