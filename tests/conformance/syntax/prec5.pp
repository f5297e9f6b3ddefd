notice(1 < 2 == true)
