notice(2 ** 2)
