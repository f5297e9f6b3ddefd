notice(Integer('0'))
