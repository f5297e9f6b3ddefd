type A = 'Integer'
notice(A)
