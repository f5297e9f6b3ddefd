notice(1 + 2 * 3 - 4 / 2)
notice((1 + 2) * 3)
notice(3 - -3)
