notice(0.1 + 0.7)
