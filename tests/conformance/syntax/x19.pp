notice(Integer 1)
