notice(lookup('', String, 'first', 'x'))
