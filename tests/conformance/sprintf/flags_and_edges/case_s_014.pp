notice(sprintf('%#b', 0))
