notice(7.5 % 2)
