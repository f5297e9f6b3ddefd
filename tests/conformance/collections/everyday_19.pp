notice(range(1, 5))
