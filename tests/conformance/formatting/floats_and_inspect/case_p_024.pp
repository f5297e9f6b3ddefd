notice(sprintf('%d', '1_000'))
