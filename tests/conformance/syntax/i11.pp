$x = 1
notice("${x == 1}")
