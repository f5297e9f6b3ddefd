notice(Integer('1', 3))
