notice(!(3 in [1,2]))
