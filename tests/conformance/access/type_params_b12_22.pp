notice(Integer['1', 2])
