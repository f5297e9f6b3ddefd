notice(Integer(' '))
