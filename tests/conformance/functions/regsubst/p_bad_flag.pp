notice(regsubst("abc", "b", "x", "Q"))
