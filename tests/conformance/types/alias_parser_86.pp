type A = Init[Integer, 16]
notice(A)
