notice(Type['a'])
