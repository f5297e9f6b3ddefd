notice(Integer(''))
