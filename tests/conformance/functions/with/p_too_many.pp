notice(with(1, 2) |$a| { $a })
