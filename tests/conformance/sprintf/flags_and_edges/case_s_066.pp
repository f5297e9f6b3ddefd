notice(sprintf('%G', 1e-10))
