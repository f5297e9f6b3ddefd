notice(Integer('12 '))
