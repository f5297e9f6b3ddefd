notice(String[1])
notice(Array[String][0])
