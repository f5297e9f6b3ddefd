notice(type(['a', 'bb', 'ccc'], 'reduced'))
