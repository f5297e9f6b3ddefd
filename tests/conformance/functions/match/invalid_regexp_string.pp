match('abc', '(')
