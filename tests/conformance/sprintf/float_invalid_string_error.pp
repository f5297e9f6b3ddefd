notice(sprintf('%f', 'abc'))
