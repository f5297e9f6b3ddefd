$t = Integer[1, 10]
notice("type is ${t} and ${Array[String]}")
