type A = String[Integer[1,2]]
notice(A)
