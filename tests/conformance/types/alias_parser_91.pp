type A = Boolean[true]
notice(A)
