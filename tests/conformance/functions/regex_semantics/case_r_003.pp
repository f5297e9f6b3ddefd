notice(match('x y', /\H+/))
