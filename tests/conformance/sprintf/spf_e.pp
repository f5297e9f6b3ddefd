notice(sprintf('%d %d', 1))
