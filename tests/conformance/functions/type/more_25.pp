notice(type([1, 2.0], 'reduced'))
