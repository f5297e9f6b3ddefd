notice(sprintf('%o', 1e3))
