notice(with(1) |$x| { next(5) })
