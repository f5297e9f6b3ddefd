notice(lookup('a', Integer, 'deep', 5))
