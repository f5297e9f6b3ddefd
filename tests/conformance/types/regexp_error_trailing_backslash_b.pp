notice(regsubst('x', 'a\\', 'b'))
