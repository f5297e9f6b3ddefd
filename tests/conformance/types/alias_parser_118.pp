type A = ScalarData[1]
notice(A)
