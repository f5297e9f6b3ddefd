$d = default
notice("$d")
