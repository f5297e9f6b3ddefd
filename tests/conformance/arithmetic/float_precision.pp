notice(1.1 * 3)
notice(100.0 / 3)
