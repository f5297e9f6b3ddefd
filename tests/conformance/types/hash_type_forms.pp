notice(Hash[String, Integer, Integer[1, 3]])
notice(Hash[String, Integer, 2])
notice(Hash[Integer, Integer, default])
notice(Hash[String, Integer, 1, default])
