notice(1 == 1 == true)
