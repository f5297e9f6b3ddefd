type A = Tuple[1, 'a']
notice(A)
