notice(sprintf('%', 1))
