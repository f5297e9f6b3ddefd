notice(sprintf([1]))
