notice(with(1) |Integer $a, String $b = 2| { 1 })
