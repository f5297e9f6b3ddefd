notice(type(1, 'reduced'))
