notice(match('a{,2}', /a{,2}/))
