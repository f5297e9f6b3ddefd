notice(regsubst('abc', /(a)/, '\\1'))
