notice(sprintf("%g %G", 0.00001234, 1e20))
