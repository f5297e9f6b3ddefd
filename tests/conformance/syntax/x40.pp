notice(Hash[String, Integer][1])
