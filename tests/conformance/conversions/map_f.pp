notice(String(5, ''))
