notice(sprintf('%#.3o', 8))
