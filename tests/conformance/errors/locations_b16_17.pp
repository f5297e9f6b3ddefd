notice(Integer['a' + 1])
