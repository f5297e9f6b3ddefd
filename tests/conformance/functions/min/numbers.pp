notice(min(4, 2, 8))
notice(min(2.5, 3))
notice(min([7, -1, 3]))
