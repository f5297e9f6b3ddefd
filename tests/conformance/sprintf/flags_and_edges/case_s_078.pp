notice(sprintf('%.3f', 0.0005))
