type A = Hash[String, Integer, 3]
notice(A)
