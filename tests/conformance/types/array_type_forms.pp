notice(Array[String, Integer[1, 3]])
notice(Array[1])
notice(Array[default, 3])
notice(Array[String, 1, default])
