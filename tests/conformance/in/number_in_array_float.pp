notice(1 in [1.0])
notice(1.0 in [1])
