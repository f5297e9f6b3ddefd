notice("${Integer[1]}")
