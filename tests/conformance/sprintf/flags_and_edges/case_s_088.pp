notice(sprintf('%.0f', 1e22))
