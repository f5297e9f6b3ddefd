notice(sprintf('%.17g', 0.1))
