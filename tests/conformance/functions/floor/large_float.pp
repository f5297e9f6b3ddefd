notice(floor(1.0e20))
notice(ceiling(-1.0e20))
