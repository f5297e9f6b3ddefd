notice(1.to_s)
