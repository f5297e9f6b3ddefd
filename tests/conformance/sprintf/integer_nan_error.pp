notice(sprintf('%d', 0.0 / 0))
