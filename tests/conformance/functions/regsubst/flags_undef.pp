notice(regsubst('aa', 'a', 'b', undef))
