notice(1 + 2 * 3)
notice((1 + 2) * 3)
notice(10 - 4 - 3)
notice(2 * 3 % 4)
