notice(String(1, 'd'))
