notice(min([3, 1, 2]) |$a, $b| { $b <=> $a })
