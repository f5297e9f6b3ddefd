notice("${x"}")
