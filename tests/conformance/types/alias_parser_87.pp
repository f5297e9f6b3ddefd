type A = Init[Integer]
notice(A)
