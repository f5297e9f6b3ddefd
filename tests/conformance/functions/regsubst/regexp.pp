notice(regsubst('a-b-c', /-/, '+'))
notice(regsubst('a-b-c', /-/, '+', 'G'))
notice(regsubst('a-b-c', Regexp['-'], '_', 'G'))
notice('xyz'.regsubst(/y/, 'Y'))
