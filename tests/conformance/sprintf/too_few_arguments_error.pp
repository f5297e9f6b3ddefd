notice(sprintf('%s %s', 1))
