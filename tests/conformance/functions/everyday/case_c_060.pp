notice(match('abc', /z/))
