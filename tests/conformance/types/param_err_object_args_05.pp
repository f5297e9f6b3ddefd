notice(Object[1,2])
