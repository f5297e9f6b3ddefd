notice(regsubst("abc", "", "-", "G"))
notice(regsubst("abc", //, "-"))
notice(regsubst("", "x", "y"))
