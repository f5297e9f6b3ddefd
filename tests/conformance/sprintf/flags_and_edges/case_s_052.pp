notice(sprintf('%s', []))
