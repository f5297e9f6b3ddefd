notice(regsubst("abc", "a b c", "X", "E"))
