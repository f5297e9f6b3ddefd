notice(reduce(1, 2) |$a| { $a })
