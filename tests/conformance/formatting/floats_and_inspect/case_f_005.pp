notice(1.0e-5)
