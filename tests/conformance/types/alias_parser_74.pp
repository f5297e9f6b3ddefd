type A = Runtime['ruby', 'String']
notice(A)
