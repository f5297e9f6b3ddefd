notice(type(1, foo))
