$x = 'X'
notice("$::x")
