notice(Type('Integer[1] + 2'))
