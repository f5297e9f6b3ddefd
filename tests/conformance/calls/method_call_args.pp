'a'.notice('b', 'c')
