notice(1)
