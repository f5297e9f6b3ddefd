notice(Type('Integer[2, 1]'))
