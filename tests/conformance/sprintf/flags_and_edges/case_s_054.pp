notice(sprintf('%d', []))
