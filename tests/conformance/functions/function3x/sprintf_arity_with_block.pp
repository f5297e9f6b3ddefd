notice(sprintf() |$a, $b| { $a })
