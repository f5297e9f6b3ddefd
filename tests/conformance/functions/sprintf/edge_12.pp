notice(sprintf("%*d", 5, 1))
