notice(match('abc', /(?=b)/))
