["a", 1]     =~ Tuple[String, Integer]      # true
["a", 1,2,3] =~ Tuple[String, Integer, 1]   # true
["a", 1,2,3] =~ Tuple[String, Integer, 0]   # true
["a", 1,2,3] =~ Tuple[String, Integer, 0,2] # false
["a", 1,2,3] =~ Tuple[String, Integer, 4]   # true
["a", 1,2,3] =~ Tuple[String, Integer, 5]   # false
