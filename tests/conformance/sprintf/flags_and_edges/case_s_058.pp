notice(sprintf('%x', 'abc'))
