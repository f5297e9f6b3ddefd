notice(2 in [1,2] and 3 in [3])
