notice(regsubst('abc', 'b', '\0\0'))
