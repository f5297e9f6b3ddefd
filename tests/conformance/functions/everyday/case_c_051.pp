notice(regsubst('a.b.c', /\./, '-', 'G'))
