notice(sprintf('%*d|%-*d|%*d|', 5, 1, 5, 1, -5, 1))
notice(sprintf('%.*f|%*.*f|', 2, 3.14159, 8, 3, 3.14159))
notice(sprintf('%.*d|', -1, 5))
