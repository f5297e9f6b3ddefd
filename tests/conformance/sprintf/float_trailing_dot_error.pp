notice(sprintf('%f', '5.'))
