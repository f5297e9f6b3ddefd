type A = Hash[String, Array[Struct[1]], 1, 2]
notice(A)
