notice(with(1, 2, 3) |$a, *$b| { $b })
