notice(10 - 1)
notice(10.0 - 0.1)
notice(1 - 10)
