notice("${/re/}")
