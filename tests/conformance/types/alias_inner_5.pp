type A = Struct[1]
notice(A)
