type P = Object[{attributes => {x => Integer}}]
notice(P.new(3) |$p| { $p.x * 2 })
