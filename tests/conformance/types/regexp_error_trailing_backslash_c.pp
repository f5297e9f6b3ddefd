notice(regsubst('x', 'a\\', 'b', 'G'))
