regsubst('abc', 'b', 1)
