notice(String(Integer[1, 2]))
notice(String(Array[String], '%s'))
notice(String(Enum[a], '%p'))
