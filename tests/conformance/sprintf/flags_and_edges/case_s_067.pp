notice(sprintf('%a', 0.1))
