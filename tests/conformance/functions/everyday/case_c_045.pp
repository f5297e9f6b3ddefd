notice(regsubst('hello', 'l', 'L', 'G'))
