notice(0 / 0)
