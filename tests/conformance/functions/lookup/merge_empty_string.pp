notice(lookup('a', String, '', 'x'))
