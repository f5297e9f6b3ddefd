notice(type(1.5))
