notice(max(1, 2.5, -3))
