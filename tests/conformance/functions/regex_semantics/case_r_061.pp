notice(split('1 2 3', ' '))
