notice(1.0.to_s)
