notice(max(1, 2) |$a, $b| { compare($b, $a) })
