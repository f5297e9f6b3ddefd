notice(match("a"))
