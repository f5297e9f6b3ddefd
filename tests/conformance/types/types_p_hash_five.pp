notice(Hash[String, Integer, 1, 2, 3])
