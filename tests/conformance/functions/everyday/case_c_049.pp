notice(regsubst(['ab', 'cb'], 'b', 'x'))
