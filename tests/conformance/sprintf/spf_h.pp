notice(sprintf('%d', true))
