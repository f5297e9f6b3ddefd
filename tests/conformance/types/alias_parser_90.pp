type A = Struct['a']
notice(A)
