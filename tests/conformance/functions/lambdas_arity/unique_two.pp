notice([1, 2].unique |$a, $b| { $a })
