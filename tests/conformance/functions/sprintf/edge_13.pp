notice(sprintf("%f", 1))
