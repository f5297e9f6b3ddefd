notice(sprintf('%d|%i|%u', 42, -42, 7))
notice(sprintf('%5d|%-5d|%05d|%+d|% d|%+05d', 42, 42, 42, 42, 42, 42))
notice(sprintf('%.3d|%8.3d|%-8.3d|%08.3d', -5, -5, -5, -5))
