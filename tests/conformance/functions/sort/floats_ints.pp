notice(sort([3, 1.5, -2, 0]))
