regsubst('abc', 'b', 'x', 'Q')
