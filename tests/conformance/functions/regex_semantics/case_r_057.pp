notice(split('abc', /(b)/))
