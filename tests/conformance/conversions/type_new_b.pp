notice(Type('Integer[1'))
