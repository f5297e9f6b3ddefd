notice(sprintf('%.3d', -5))
