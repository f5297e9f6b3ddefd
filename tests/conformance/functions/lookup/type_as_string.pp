notice(lookup('a', 'String'))
