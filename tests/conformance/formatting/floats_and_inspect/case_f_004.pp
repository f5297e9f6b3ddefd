notice(1.0e-4)
