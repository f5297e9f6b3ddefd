notice(1/3.0)
