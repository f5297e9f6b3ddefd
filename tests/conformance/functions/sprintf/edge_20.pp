notice(sprintf("%d", 3.7))
