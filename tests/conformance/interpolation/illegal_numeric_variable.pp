notice("${1e20}")
