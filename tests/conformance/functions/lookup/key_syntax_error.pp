notice(lookup('a..b', String, 'first', 'x'))
