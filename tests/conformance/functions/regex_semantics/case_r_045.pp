notice(regsubst('aaa', /a*?/, 'x', 'G'))
