type A = Hash[String, Integer, 1, 2]
notice(A)
