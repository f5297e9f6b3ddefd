notice("${n}")
