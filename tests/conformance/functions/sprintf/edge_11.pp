notice(sprintf("%d %s", 1))
