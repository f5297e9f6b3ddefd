type A = Object[{attributes => {a => Integer}, foo => 1}]
notice(A)
