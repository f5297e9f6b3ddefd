type A = Integer
notice(A)
notice(Type('A'))
notice(Type('a'))
