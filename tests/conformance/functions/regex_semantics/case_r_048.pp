notice(regsubst('hello', /l/, '\\0', 'G'))
