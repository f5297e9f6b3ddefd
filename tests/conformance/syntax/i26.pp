$x = 'X'
notice("${ x }")
