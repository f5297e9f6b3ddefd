type A = NotUndef['abc']
notice(A)
