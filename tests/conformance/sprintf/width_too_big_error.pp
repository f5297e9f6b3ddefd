notice(sprintf('%1000000000000d', 1))
