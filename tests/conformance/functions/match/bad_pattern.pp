match('abc', 1)
