notice(split('a b  c', ' '))
