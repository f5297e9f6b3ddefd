notice(sprintf('% d|%+d', 0, 0))
