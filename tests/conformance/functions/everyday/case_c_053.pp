notice(regsubst('abc', /B/, 'x', 'EI'))
