notice(round(1.0e15 + 0.5))
notice(round(-7.5))
notice(round(7.5000001))
