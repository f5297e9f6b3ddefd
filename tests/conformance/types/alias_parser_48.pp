type A = Collection[1]
notice(A)
