type A = Collection[Integer[1,2]]
notice(A)
