notice(String(5, '%-'))
