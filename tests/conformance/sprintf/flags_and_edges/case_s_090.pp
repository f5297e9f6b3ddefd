notice(sprintf('%g', 100000))
