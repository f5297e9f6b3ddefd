notice(sprintf('%g', 1000000))
