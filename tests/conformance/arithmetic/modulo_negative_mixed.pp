notice(-5 % 3)
notice(5 % -3)
notice(-5 / 3)
