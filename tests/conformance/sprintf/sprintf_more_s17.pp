notice(sprintf('%g', 0.0001))
