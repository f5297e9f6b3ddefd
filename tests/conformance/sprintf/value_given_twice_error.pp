notice(sprintf('%1$1$d', 1))
