notice(5 % 3 * 2)
