notice(1.5e-400)
