notice(match('٣', /[[:digit:]]/))
