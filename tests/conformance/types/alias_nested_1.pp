type A = Array[Integer[a]]
notice(A)
