notice(sprintf('%-+20.3e|', 1.0/3))
