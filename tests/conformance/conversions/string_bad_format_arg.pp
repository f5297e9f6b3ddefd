notice(String(1, 2))
