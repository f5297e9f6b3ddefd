notice(getvar("a", 1, 2))
