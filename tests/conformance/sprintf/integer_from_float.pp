notice(sprintf('%d %d %x %o %b', 3.7, -3.7, 255.5, 8.9, 2.5))
notice(sprintf('%d', 1e20))
notice(sprintf('%x', -1e20))
