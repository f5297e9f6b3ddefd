notice(2 * -3.5)
notice(-0.0)
notice(1.0 / 3)
