$x = 'X'
notice("${x}${x}")
notice("$x$x")
notice("${x}:${x}")
notice("$x:$x")
notice("$x::y")
