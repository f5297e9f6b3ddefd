notice(sprintf('%y', 1))
