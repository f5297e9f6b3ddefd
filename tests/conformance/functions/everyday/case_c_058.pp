notice(match('abc', /(a)(b)?(x)?/))
