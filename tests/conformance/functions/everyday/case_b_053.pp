notice(abs(-1.0e-10))
