notice(sprintf('%.0d', 0))
