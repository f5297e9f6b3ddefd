type A = RichData[1]
notice(A)
