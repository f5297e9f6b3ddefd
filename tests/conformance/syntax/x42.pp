notice(Integer[1][0])
