notice(Integer - 1)
