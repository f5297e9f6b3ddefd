notice(Array[String]([1, 2]))
