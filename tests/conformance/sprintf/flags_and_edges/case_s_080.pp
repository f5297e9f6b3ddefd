notice(sprintf('%.1f', 0.25))
