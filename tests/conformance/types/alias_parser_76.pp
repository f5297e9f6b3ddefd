type A = Timespan[1, 2]
notice(A)
