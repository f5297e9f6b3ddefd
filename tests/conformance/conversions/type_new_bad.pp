notice(Type('Integer['))
