notice(max(2, 1, 3) |$a, $b| { false })
