notice(min(1, 2.5, -3))
