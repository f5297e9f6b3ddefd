notice(3.0 % 2)
