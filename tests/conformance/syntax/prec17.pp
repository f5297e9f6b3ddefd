notice(1 + 1 in [2])
