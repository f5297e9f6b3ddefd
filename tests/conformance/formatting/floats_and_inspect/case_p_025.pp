notice(sprintf('%f', '1e3'))
