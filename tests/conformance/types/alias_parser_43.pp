type A = Hash[String, Integer, Integer[1,2]]
notice(A)
