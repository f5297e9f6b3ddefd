notice(regsubst("a\nb", "^b", "X"))
