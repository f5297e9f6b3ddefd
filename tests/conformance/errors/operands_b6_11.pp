notice(Integer + 1)
