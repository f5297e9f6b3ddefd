notice("${x::y}")
