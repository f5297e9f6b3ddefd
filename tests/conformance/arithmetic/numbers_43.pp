notice(1.0e100)
