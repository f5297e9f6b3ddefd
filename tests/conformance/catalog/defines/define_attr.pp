define d($p = 'dflt') {}
d { 'x': }
notice(D['x'][p])
notice(D['x'][noop])
