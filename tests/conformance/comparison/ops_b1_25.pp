$a = 3
notice("${a * 2}")
notice("${a / 2.0}")
