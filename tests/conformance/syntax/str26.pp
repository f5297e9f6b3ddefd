$x = 1
notice("${x}${x}$x$x")
