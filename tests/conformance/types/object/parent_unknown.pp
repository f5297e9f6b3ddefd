type A = Object[{parent => Nope, attributes => {a => Integer}}]
notice(A)
