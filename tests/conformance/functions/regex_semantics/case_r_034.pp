notice(match('x', /\R/))
