notice(index([1], 1) |$x| { true })
