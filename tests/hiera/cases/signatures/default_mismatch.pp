notice(lookup('missing', Integer, 'first', 'x'))
