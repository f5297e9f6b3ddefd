notice("${x}")
