notice(match('AB', /(?i)ab/))
