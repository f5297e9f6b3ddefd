notice(1.0e308 * 10)
