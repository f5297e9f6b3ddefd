notice(sprintf('%c', 1114112))
