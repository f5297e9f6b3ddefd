notice(compare(1, 2))
notice(compare("a", "B"))
notice(compare("a", "B", false))
notice(compare(1.5, 1))
