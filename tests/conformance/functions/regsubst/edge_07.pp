notice(regsubst("a.b", ".", "X", "G"))
