notice(sprintf('%5', 1))
