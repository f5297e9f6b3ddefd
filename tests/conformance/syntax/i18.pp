notice("${Integer}")
