notice(1.then |$a, $b| { $a })
