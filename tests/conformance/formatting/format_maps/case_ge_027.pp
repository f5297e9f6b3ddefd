notice(String(1, 1))
