notice(type(1) == Integer)
