notice(Integer[1,10] > Integer[2,3]) notice(String[1] < String) notice(Array[Integer] == Array[Integer, 0]) notice(Hash > Hash[String, Integer])
