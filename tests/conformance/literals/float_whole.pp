notice(1.0)
notice(2.50)
notice(100.0)
