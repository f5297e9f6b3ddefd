type A = Notify['x']
notice(A)
