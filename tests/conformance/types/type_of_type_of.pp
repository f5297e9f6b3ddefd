notice(type(type(1)))
notice(type(type(type(1))))
notice(type(Integer, 'generalized'))
notice(type(Integer[1,2], 'generalized'))
