notice(sprintf('%.2f', 1e300*1e10))
