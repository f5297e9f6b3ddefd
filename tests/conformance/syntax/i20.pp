notice("${x.y}")
