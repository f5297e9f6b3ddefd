notice(lookup('a', String, 'first', 5))
