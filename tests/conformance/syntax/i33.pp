$x = 3
notice("${-x}")
