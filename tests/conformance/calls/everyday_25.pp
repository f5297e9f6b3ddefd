notice(String(1.0))
