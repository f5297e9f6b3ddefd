notice(min(1, 1.0))
notice(min(-0.5, -1))
notice(max(1.0, 1))
