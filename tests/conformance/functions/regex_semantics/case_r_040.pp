notice(match('$x', /\$x/))
