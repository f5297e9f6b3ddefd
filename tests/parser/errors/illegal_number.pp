notice(1a)
