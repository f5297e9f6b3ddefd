notice(7 / 2)
notice(6 / 3)
notice(1 / 3)
