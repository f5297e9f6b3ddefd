notice(type(1))
