notice(Integer[1,2] in [Integer[1,2]])
