$x = 3
notice("${x + 1}${x - 1}")
