notice(sprintf('%d', 1e300))
