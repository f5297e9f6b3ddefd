notice(sprintf('%.', 1))
