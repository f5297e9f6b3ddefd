notice(match('ab', /\Ka/))
