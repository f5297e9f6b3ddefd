$x = 'X'
notice("${::x}")
