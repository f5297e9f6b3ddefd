type A = Deferred
notice(A)
