$x = {k => 'v'}
notice("$x[k]")
notice("${x}")
