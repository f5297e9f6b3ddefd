type A = Array[undef]
notice(A)
