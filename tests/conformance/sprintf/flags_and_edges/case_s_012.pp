notice(sprintf('%#x', 0))
