notice(Hash[String, Integer, 1])
notice(Hash[String, Integer, 1, 2])
notice(Hash[Any, Any, 0, default])
notice(Hash[String])
