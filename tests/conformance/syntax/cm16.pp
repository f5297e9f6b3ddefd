notice(8 / 2 / 2)
