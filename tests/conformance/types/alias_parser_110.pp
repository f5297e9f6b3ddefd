type A = Struct[{a => Integer[a]}]
notice(A)
