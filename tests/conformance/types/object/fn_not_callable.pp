type A = Object[{functions => {f => Integer}}]
notice(A)
