notice(sprintf('%c', 1.5))
