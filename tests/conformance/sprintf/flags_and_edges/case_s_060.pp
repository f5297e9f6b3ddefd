notice(sprintf('%f', true))
