type A = Runtime['ruby']
notice(A)
