type A = Tuple['a']
notice(A)
