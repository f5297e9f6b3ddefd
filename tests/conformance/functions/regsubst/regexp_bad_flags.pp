regsubst('abc', /b/, 'x', 'I')
