notice(String(1, 'abc'))
