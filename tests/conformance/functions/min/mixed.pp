notice(min(true, 2))
notice(min([[1], 'z']))
