notice(then(1, 2) |$x| { 1 })
