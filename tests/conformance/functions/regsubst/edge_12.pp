notice(regsubst("aaa", "a", "b", "EG"))
