notice(sprintf('%1$*2$d|', 7, 5))
