notice(sprintf('%s', {}))
