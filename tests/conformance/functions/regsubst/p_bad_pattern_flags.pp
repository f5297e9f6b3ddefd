notice(regsubst("abc", "(", "x", "IM"))
