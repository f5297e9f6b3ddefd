notice(map(-1) |$a, $b, $c| { 1 })
