notice(regsubst("a\nb", "a.b", "X"))
notice(regsubst("a\nb", "a.b", "X", "M"))
notice(regsubst("AbC", "[a-z]", "x", "GI"))
notice(regsubst("a b  c", " +", "_", "EG"))
