type A = Object[{attributes => {a => Integer}}]
notice(A.new(1).a |$x| { 1 })
