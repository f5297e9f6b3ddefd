notice(sprintf('%f', 'x'))
