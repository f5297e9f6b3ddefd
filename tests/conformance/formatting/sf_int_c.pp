notice(String(42, '%y'))
