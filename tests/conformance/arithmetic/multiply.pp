notice(6 * 7)
notice(2.5 * 2)
notice(-3 * 3)
