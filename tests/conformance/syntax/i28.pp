notice("${1}")
