notice(new(Integer, 'x'))
