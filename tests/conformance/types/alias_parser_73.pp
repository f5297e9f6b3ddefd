type A = Type[Integer]
notice(A)
