type A = Integer[a]
notice(1)
notice(Array[A])
