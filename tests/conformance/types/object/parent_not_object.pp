type A = Object[{parent => Integer, attributes => {a => Integer}}]
notice(A)
notice(A.new(1))
