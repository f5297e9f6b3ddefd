notice(regsubst('hello', 'l', 'L'))
