notice(10.0 % 3)
