notice(1.5e3)
notice(1e20)
notice(1.0e-5)
