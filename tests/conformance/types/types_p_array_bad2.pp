notice(Array['a'])
