type A = Array[integer]
notice(A)
