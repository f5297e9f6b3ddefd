type A = Struct[{a => undef}]
notice(A)
