notice("$x")
