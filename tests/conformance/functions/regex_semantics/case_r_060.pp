notice(split("a\nb\n", "\n"))
