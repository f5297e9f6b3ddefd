notice(match('AB', /a(?i:b)/))
