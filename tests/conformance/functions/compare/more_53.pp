notice(compare("a", "B", false))
