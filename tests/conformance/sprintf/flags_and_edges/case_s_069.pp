notice(sprintf('%.2a', 1.0/3))
