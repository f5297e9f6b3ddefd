notice(regsubst(["ab", "cb"], "b", "X"))
