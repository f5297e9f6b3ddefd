notice(lookup('a', Integer, 'first', 5))
