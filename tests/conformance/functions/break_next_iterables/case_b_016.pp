notice(with(1) |$x| { break() })
