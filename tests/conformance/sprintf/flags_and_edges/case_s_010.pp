notice(sprintf('%#.0e', 12345))
