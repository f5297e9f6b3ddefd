notice(regsubst("a+b", "+", "plus"))
