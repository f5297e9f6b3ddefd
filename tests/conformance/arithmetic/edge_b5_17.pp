notice(1 + 1.0)
notice(3 % 2.0)
