notice("${1e22}")
