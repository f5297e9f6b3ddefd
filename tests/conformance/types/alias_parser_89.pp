type A = Struct[{a => Integer}, 1]
notice(A)
