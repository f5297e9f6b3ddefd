notice(max('a', 'B', 'c'))
