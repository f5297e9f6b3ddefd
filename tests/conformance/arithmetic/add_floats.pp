notice(1.0 + 1.0)
notice(0.1 + 0.2)
