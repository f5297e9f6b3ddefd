notice(Array(1, 'yes'))
