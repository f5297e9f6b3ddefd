notice(lookup('a', String, 'first', 1, 2))
