notice(1 in [1] in [true])
