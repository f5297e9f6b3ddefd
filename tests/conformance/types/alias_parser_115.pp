type A = Error
notice(A)
