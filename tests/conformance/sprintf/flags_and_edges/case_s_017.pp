notice(sprintf('%x', 3.7))
