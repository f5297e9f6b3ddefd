notice(lookup('a', Integer, {strategy => 'deep'}, 5))
