notice(sprintf('%d', [1]))
