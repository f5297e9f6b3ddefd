notice(1e+3)
