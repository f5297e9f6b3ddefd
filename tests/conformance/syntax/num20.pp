notice(00, 0.0, 0e0, 007)
