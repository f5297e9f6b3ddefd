notice(lookup('a', String, 'First', 'x'))
