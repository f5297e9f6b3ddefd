notice(sprintf('% 05d|', 3))
