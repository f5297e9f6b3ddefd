notice(Integer('0777'))
