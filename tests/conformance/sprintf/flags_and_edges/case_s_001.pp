notice(sprintf('%*d|', -5, 3))
