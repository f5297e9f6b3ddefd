notice(sprintf('%.2-d', 1))
