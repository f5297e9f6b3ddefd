type A = Data[1]
notice(A)
