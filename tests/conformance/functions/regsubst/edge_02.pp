notice(regsubst("hello world", "o", "0", "G"))
