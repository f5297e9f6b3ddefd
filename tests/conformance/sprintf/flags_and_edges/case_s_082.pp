notice(sprintf('%.2f', 1.005))
