notice(sprintf('%-%', 1))
