notice(Array(1, 2))
