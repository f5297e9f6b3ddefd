notice(0.0e5)
