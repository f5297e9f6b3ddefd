notice(5.5 % 2)
