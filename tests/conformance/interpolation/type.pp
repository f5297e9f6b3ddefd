$t = Array[Integer]
notice("$t")
notice("${Integer[1,2]}")
