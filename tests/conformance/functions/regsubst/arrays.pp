notice(regsubst(['aa', 'ba'], 'a', 'x'))
notice(regsubst(['aa', 'ba'], 'a', 'x', 'G'))
notice(regsubst([], 'a', 'x'))
