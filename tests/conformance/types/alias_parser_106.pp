type A = Optional[undef]
notice(A)
