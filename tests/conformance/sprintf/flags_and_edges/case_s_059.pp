notice(sprintf('%d', '1.5'))
