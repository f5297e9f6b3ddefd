notice(1.0/3)
