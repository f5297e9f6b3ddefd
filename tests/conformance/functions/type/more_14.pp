notice(type(Integer[1, 2]))
