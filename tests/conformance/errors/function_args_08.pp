notice([1].reduce(1, 2) |$a, $b| { $a })
