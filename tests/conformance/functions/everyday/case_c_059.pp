notice(match('abc', 'b'))
