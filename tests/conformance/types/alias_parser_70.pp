type A = NotUndef[1]
notice(A)
