notice("${_}")
