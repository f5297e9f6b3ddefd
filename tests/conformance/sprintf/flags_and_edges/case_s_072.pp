notice(sprintf('%s', 'a', 'b'))
