notice(sprintf('%+.3x', 5))
