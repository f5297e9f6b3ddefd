$n = 5
notice("${n * 2}")
