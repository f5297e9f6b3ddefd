notice(1.5e3)
notice(3.0 * 1.1)
notice(2.0 ** 0.5)
