notice(sprintf('%.15g', 0.1))
