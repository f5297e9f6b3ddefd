notice("${x}}")
