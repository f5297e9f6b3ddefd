notice(match('aaa', /a{,2}/))
