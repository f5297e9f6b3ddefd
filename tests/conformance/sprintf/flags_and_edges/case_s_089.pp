notice(sprintf('%g', 1e22))
