notice(range(1,3))
