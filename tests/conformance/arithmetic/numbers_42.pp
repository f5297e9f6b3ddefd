notice(2 * 0.1)
