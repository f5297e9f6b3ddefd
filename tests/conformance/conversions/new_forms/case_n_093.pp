notice(Hash[String, Integer].new([a, 1]))
