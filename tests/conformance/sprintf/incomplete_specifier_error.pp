notice(sprintf('abc%', 1))
