regsubst('abc', 'b', 'x', 'G', 'X')
