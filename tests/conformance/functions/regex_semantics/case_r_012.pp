notice(match('٣', /\d/))
