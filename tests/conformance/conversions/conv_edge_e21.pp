notice(Integer('0b'))
