notice(sprintf('%.0f', 3.5))
