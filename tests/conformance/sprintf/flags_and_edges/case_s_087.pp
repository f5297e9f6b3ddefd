notice(sprintf('%f', 1e22))
