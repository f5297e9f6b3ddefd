notice(sprintf('%.3g', 0.0001234))
