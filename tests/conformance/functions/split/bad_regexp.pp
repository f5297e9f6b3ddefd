split('abc', '(')
