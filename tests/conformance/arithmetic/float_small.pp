notice(0.00001)
notice(1.0 / 3000000)
