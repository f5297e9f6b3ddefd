notice(Array[String][0])
