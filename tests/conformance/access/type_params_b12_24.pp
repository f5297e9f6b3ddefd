notice(Integer[1.5])
