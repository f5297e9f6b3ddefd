notice(regsubst(["a1", "b2", ""], /\d/, "#"))
notice(regsubst([], /x/, "y"))
