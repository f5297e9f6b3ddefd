$t = Hash[String, Array[Optional[Integer[0]]], 1]
notice("${t}")
notice("${[$t, Integer]}")
