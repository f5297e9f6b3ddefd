notice(sort([2, 1]) |$a, $b| { "x" })
