notice(floor(3.7))
notice(floor(-3.2))
notice(floor(3))
notice(floor(0.0))
