type A = Optional['abc']
notice(A)
