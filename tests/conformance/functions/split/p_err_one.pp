notice(split("a"))
