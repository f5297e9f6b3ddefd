notice(regsubst('hello', 'L', 'x', 'I'))
