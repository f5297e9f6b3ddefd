notice(sprintf('%s', 1e300))
