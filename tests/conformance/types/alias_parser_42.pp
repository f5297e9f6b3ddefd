type A = Array[default, 2]
notice(A)
