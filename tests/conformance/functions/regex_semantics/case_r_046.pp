notice(regsubst('abc', /x*/, '-', 'G'))
