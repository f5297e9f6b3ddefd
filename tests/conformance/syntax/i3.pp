$x = 'v'
notice("${$x}")
