notice("${1 + 2}")
notice("${2 + 2} is 4")
