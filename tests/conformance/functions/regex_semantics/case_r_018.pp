notice(match('aB', /a(?i:b)/))
