notice(regsubst('abc', 'a b # comment', 'X', 'E'))
notice(regsubst('a b', 'a b', 'X', 'E'))
notice(regsubst('ABC abc', 'b', '_', 'GI'))
