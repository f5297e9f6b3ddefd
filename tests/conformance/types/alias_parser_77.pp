type A = Timestamp['2020-01-01']
notice(A)
