notice(10 * Timestamp('2020-01-01'))
