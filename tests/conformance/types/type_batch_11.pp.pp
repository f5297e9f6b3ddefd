notice(Integer < 'a')
