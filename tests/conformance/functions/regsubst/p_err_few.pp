notice(regsubst("a", "b"))
