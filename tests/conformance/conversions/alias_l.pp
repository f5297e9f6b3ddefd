notice(Hash([[1, 2]], 'bogus'))
