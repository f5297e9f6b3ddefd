notice(- - 1)
