notice(regsubst("abc", /(b)/, "[\\1]"))
