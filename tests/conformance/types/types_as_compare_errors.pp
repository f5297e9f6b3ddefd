notice(Integer < 1)
