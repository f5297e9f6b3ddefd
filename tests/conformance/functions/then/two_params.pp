then(1) |$a, $b| { $a }
