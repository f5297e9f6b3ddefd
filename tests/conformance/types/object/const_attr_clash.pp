type A = Object[{attributes => {a => Integer}, constants => {a => 1}}]
notice(A)
