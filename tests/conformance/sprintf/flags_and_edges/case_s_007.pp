notice(sprintf('%.0f', 2.5))
