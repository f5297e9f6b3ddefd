notice(sprintf('%5c|', 65))
