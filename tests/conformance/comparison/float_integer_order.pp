notice(1 < 1.5)
notice(2.0 <= 2)
