notice(String(42, 'x'))
