notice("${0}")
