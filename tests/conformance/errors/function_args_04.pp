notice(regsubst("a"))
