notice(match('a', /\p{L}/))
