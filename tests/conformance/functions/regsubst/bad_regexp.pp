regsubst('abc', '[', 'x')
