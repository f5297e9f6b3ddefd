notice(match('abc', /(?<x>b)/))
