notice(max(2, 1) |$a, $b| { "x" })
