notice("${::x}")
