notice(sprintf('%A', -2.5))
