notice(lookup('a', Integer, undef, 'x'))
