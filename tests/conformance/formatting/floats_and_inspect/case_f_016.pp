notice(0.000123)
