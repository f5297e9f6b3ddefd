notice(regsubst("hello world", "o", "0"))
