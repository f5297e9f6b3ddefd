type A = Sensitive
notice(A)
