notice(Iterator['a'])
