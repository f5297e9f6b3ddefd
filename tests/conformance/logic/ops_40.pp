notice(1.0 == 1)
