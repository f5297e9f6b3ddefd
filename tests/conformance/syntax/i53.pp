notice("${-1}")
