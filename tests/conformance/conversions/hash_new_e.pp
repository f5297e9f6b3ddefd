notice(Hash[String, String]([['a', 1]]))
