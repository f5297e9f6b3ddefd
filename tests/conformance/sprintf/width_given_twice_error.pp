notice(sprintf('%5*d', 1, 2))
