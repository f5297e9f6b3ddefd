$var = {key => [1, 2]}
notice("${var[key]}")
notice("${var[key][1]}")
