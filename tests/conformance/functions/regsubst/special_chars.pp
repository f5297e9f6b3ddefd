notice(regsubst('a.b.c', '\.', '\\\\.', 'G'))
notice(regsubst('path/to/file', '/', '::', 'G'))
notice(regsubst('aaa', 'a', 'bb', 'G'))
notice(regsubst('x', 'x', ''))
