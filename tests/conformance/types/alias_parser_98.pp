type A = $x
notice(A)
