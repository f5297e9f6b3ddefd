notice(sprintf('%08s', 'ab'))
