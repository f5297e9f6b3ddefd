notice(regsubst('abc', 'b', '\\\\'))
