type A = INTEGER[1]
notice(A)
