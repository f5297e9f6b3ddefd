notice(Integer(1) |$x| { 2 })
