notice(regsubst("a", "b", "c", "G", "U", "x"))
