notice(type([1, 5, 3], 'reduced'))
