notice(match('é', /[[:alpha:]]/))
