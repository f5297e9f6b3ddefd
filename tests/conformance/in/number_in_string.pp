notice(1 in '1')
notice(1 in 'a1b')
