notice(Integer('4x2'))
