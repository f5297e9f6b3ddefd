notice(sprintf('%.20f', 0.1))
