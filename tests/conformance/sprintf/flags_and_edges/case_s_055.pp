notice(sprintf('%d', {}))
