notice(min('a', 'B', 'c'))
