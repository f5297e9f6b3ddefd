type A = Hash[String, Integer, default]
notice(A)
