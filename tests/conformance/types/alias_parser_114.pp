type A = Object
notice(A)
