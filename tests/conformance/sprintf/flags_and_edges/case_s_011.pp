notice(sprintf('%#g', 1.0))
