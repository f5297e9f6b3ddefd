notice(sprintf('%1$*2$d', 5, 8))
