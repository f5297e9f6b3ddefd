notice(regsubst("abc", "(", "x"))
