notice(5.0 / 2)
