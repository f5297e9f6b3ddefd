type A = Struct[{a => Integer[a], b => String}]
notice(A)
