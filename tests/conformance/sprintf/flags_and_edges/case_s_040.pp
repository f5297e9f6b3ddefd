notice(sprintf('%z', 1))
