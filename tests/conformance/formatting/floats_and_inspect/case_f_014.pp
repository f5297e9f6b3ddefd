notice(3.0e0)
