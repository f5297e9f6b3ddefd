notice(split('abc', ''))
