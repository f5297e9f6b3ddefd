notice(match('é', /\w/))
