notice(sprintf('%.2.3d', 1))
