notice(match('ab', /a b/x))
