notice(sprintf('%5.0d|', 0))
