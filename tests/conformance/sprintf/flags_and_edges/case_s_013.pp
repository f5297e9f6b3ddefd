notice(sprintf('%#o', 0))
