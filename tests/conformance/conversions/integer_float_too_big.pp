notice(Integer(1e20))
