type A = Object[{attributes => {a => Integer}}]
notice(A.new(1).a(1))
