notice(sprintf("%+d % d", 5, 5))
