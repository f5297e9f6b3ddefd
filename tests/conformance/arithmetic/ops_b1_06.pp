notice(2 ** 10)
