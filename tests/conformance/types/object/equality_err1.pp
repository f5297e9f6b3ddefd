type A = Object[{attributes => {a => Integer}, equality => [b]}]
notice(A)
