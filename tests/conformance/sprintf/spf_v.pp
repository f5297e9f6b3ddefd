notice(sprintf('%s %s', [1, 2]))
