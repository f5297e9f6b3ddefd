notice(then(1) |$x| { next(5) })
