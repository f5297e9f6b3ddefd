notice(lookup('a', Integer, 'bogus', 5))
