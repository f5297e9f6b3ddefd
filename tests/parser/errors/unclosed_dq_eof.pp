notice("${x
