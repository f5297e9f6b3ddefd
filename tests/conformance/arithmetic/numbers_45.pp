notice(1e-10)
