notice(Array[String])
notice(Hash[String, Integer])
notice(Integer[1,3])
