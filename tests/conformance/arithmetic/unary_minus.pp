$a = 5
notice(-$a)
notice(- -3)
notice(-1.5)
