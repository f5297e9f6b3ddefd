type A = File['a', 'b']
notice(A)
