notice(lookup(['a', 'b'], String, 'first', 'd'))
