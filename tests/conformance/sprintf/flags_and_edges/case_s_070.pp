notice(sprintf('%20.10f|', 1.0/3))
