regsubst('abc', 'b')
