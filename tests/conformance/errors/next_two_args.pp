notice(next(1, 2))
