notice(Integer == Integer)
notice(Integer[1,2] == Integer[1,2])
notice(Integer == Float)
