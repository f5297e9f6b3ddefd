notice(Type('1 + 2'))
